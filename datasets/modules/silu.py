"""SiLU, x * sigmoid(x) (KernelBench form): one generated pointwise kernel, no
extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.silu(x)


def get_inputs():
    return [torch.randn(8192, 4096)]


def get_init_inputs():
    return []
