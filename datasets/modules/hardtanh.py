"""HardTanh, clamp to [min_val, max_val] (KernelBench form): one generated
pointwise kernel, no extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val

    def forward(self, x):
        return F.hardtanh(x, self.min_val, self.max_val)


def get_inputs():
    return [torch.randn(8192, 4096)]


def get_init_inputs():
    return [-0.5, 0.5]
