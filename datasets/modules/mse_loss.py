"""Mean squared error between two tensors (KernelBench form): Inductor
generates a split reduction (per-block partial sums, then a small kernel that
adds them and divides), no extern call.  The output is a 0-d scalar."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        return torch.mean((predictions - targets) ** 2)


def get_inputs():
    return [torch.randn(8192, 4096), torch.randn(8192, 4096)]


def get_init_inputs():
    return []
