"""Softplus, log(1 + exp(x)) with PyTorch's linear threshold at 20 (KernelBench
form): one generated pointwise kernel (exp, log1p and a select), no extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.softplus(x)


def get_inputs():
    return [torch.randn(8192, 4096)]


def get_init_inputs():
    return []
