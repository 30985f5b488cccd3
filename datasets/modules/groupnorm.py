"""GroupNorm over channel groups of a 4-D activation (KernelBench form):
Inductor decomposes native_group_norm into generated kernels (a Welford
reduction per (sample, group), possibly split in two, then a pointwise
normalise-and-affine kernel), no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, groups, channels):
        super().__init__()
        self.gn = nn.GroupNorm(groups, channels)

    def forward(self, x):
        return self.gn(x)


def get_inputs():
    return [torch.randn(32, 64, 128, 128)]


def get_init_inputs():
    return [8, 64]
