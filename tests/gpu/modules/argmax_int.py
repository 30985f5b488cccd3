"""GPU-test module (KernelBench form): argmax over the last dimension,
returning int64 indices; the float64 model returns int64 too.  Gate 3
compares integer outputs exactly."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.argmax(x, dim=-1)


def get_inputs():
    return [torch.randn(8192, 1024)]


def get_init_inputs():
    return []
