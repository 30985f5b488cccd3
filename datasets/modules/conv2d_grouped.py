"""Grouped 2-D convolution, 3x3, 4 groups, with bias (KernelBench form): an
extern convolution (cuDNN) with groups=4, then one generated pointwise kernel
adding the bias."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, groups):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size,
                              padding=kernel_size // 2, groups=groups)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(16, 64, 128, 128)]


def get_init_inputs():
    return [64, 128, 3, 4]
