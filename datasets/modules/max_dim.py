"""Max over a dimension, values only (KernelBench form): Inductor generates one
max reduction kernel (the unused indices are dropped), no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.max(x, dim=self.dim)[0]


def get_inputs():
    return [torch.randn(128, 1024, 512)]


def get_init_inputs():
    return [1]
