"""Two depthwise-separable blocks, MobileNet-v1 style (KernelBench level-3
form, family MobileNet/EffNet): each is a depthwise 3x3 convolution
(groups = channels), BN, ReLU, then a pointwise 1x1 convolution, BN, ReLU.
All four convolutions are extern calls (cuDNN; Inductor keeps 1x1
convolutions as convolutions by default); each BN + ReLU becomes a generated
pointwise kernel.  BatchNorm eps = 1e-3 because kopt draws running_var from
uniform(0, max)."""
import torch
import torch.nn as nn


def separable(c_in, c_out, stride):
    return nn.Sequential(
        nn.Conv2d(c_in, c_in, 3, stride=stride, padding=1, groups=c_in, bias=False),
        nn.BatchNorm2d(c_in, eps=1e-3),
        nn.ReLU(),
        nn.Conv2d(c_in, c_out, 1, bias=False),
        nn.BatchNorm2d(c_out, eps=1e-3),
        nn.ReLU(),
    )


class Model(nn.Module):
    def __init__(self, channels, widths):
        super().__init__()
        blocks = []
        for w in widths:
            blocks.append(separable(channels, w, 1))
            channels = w
        self.blocks = nn.Sequential(*blocks)

    def forward(self, x):
        return self.blocks(x)


def get_inputs():
    return [torch.randn(32, 32, 128, 128)]


def get_init_inputs():
    return [32, [64, 64]]
