"""Batched matrix product, 64 x (512 x 1024) @ (1024 x 512) (KernelBench form):
one extern bmm (cuBLAS), no generated kernel."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.bmm(a, b)


def get_inputs():
    return [torch.randn(64, 512, 1024), torch.randn(64, 1024, 512)]


def get_init_inputs():
    return []
