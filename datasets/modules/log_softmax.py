"""LogSoftmax over the last dimension (KernelBench form): one generated
reduction kernel (max and sum of exp over each row, then x - max - log(sum)),
no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.log_softmax(x, dim=1)


def get_inputs():
    return [torch.randn(4096, 8192)]


def get_init_inputs():
    return []
