"""Inclusive prefix sum along the last dimension (KernelBench form): Inductor
generates a scan kernel (tl.associative_scan over each row), no extern call.
Rows of 512 keep the prefix sums small enough that two scan orders agree to
well within atol = 1e-4."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.cumsum(x, dim=self.dim)


def get_inputs():
    return [torch.randn(65536, 512)]


def get_init_inputs():
    return [1]
