"""A chain of pointwise operations (KernelBench form): Inductor fuses it into
one generated kernel, the case where launch-parameter tuning has headroom.
The shape is not a power of two, so a block size that does not divide the
element count exists (a known-bad configuration the GPU tests use)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.tanh(x) * torch.sigmoid(x) + 0.5 * x


def get_inputs():
    return [torch.randn(4000, 8000)]


def get_init_inputs():
    return []
