"""Conv2d, an extra per-channel bias, HardTanh, scale (KernelBench level-2
form): an extern convolution (cuDNN) without bias, then one generated
pointwise kernel (conv bias, extra bias, clamp, scale)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, scale):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)
        self.bias = nn.Parameter(torch.randn(out_channels, 1, 1) * 0.02)
        self.scale = scale

    def forward(self, x):
        return F.hardtanh(self.conv(x) + self.bias, -1.0, 1.0) * self.scale


def get_inputs():
    return [torch.randn(16, 16, 256, 256)]


def get_init_inputs():
    return [16, 32, 3, 2.0]
