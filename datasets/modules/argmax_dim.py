"""Argmax over the last dimension (KernelBench form): one generated argmax
reduction kernel, no extern call.  The indices are int64, as torch.argmax
returns them: gates 2 and 3 compare integer outputs exactly, and the float64
model returns the same int64 indices (randn inputs have no ties)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.argmax(x, dim=self.dim)


def get_inputs():
    return [torch.randn(65536, 1024)]


def get_init_inputs():
    return [1]
