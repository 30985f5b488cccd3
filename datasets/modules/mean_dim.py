"""Mean over the last dimension (KernelBench form): one generated row
reduction kernel, no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.mean(x, dim=self.dim)


def get_inputs():
    return [torch.randn(128, 512, 1024)]


def get_init_inputs():
    return [2]
