"""Conv2d, 2x2 max pooling, ReLU (KernelBench level-2 form): an extern
convolution (cuDNN), then generated kernels for the conv bias and the pooling
window with ReLU (Inductor may fuse them into one)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, pool):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)
        self.pool = pool

    def forward(self, x):
        return torch.relu(F.max_pool2d(self.conv(x), self.pool))


def get_inputs():
    return [torch.randn(32, 8, 256, 256)]


def get_init_inputs():
    return [8, 32, 3, 2]
