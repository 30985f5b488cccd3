"""Conv2d, ReLU, HardSwish (KernelBench level-2 form): an extern convolution
(cuDNN) and one generated pointwise kernel (bias, ReLU, HardSwish) in place on
its output."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)

    def forward(self, x):
        return F.hardswish(torch.relu(self.conv(x)))


def get_inputs():
    return [torch.randn(32, 8, 256, 256)]


def get_init_inputs():
    return [8, 16, 3]
