"""Argmax over the last dimension (KernelBench form): one generated argmax
reduction kernel, no extern call.  The indices are returned as float32 (the
cast fuses into the reduction): kopt's gate 3 compares float outputs, and the
float64 model must return float64.  randn inputs have no ties, so the indices
are the same in float32 and float64 (and exact in float32 below 2^24)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.argmax(x, dim=self.dim).to(x.dtype)


def get_inputs():
    return [torch.randn(65536, 1024)]


def get_init_inputs():
    return [1]
