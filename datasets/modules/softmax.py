"""Softmax over the last dimension (KernelBench form): one reduction kernel."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=1)


def get_inputs():
    return [torch.randn(4096, 2048)]


def get_init_inputs():
    return []
