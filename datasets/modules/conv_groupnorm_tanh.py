"""Conv2d, GroupNorm, tanh (KernelBench level-2 form): an extern convolution
(cuDNN), then generated kernels: a Welford reduction per (sample, group) that
takes the conv bias in, and a pointwise normalise-affine-tanh kernel."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, groups):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)
        self.gn = nn.GroupNorm(groups, out_channels)

    def forward(self, x):
        return torch.tanh(self.gn(self.conv(x)))


def get_inputs():
    return [torch.randn(16, 16, 256, 256)]


def get_init_inputs():
    return [16, 32, 3, 8]
