"""Sum over the middle dimension of a 3-D tensor, kept as size 1 (KernelBench
form): the reduced dimension is not the innermost one, so Inductor generates a
strided reduction kernel; no extern call.  The reduced dimension is kept at
256 so that two summation orders (Inductor's, ATen's) agree to well within
atol = 1e-4 even where a sum lands near zero."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.sum(x, dim=self.dim, keepdim=True)


def get_inputs():
    return [torch.randn(1024, 256, 256)]


def get_init_inputs():
    return [1]
