"""Conv2d, BatchNorm2d (eval), ReLU (KernelBench level-2 form): an extern
convolution (cuDNN), then one generated pointwise kernel (conv bias, the
per-channel affine map of eval-mode BatchNorm, ReLU).  eps = 1e-3 because kopt
draws running_var from uniform(0, max): it bounds a channel's scale."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)
        self.bn = nn.BatchNorm2d(out_channels, eps=1e-3)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


def get_inputs():
    return [torch.randn(16, 16, 256, 256)]


def get_init_inputs():
    return [16, 32, 3]
