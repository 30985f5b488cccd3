"""Tall-skinny matrix product, (131072 x 512) @ (512 x 64) (KernelBench form):
one extern mm (cuBLAS), no generated kernel.  Memory-bound: the tall operand
is read once."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    return [torch.randn(131072, 512), torch.randn(512, 64)]


def get_init_inputs():
    return []
