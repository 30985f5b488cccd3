"""GPU-test module (KernelBench form): a depthwise 3x3 convolution (groups =
channels = 64, no bias) of a channels-last float32 input, then a ReLU.
torch runs a channels-last depthwise convolution through cuDNN
(ConvParams::use_cudnn_depthwise), so kopt's engine, chosen as torch's, must
give the same bits and about the same time."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 64, 3, padding=1, groups=64, bias=False)

    def forward(self, x):
        return torch.relu(self.conv(x))


def get_inputs():
    return [torch.randn(32, 64, 128, 128).to(memory_format=torch.channels_last)]


def get_init_inputs():
    return []
