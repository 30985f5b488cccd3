"""Argmax over the last dimension (KernelBench form): one generated argmax
reduction kernel writing int64 indices, no extern call.  randn inputs have no
ties, so the indices are the same in float32 and float64."""
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
