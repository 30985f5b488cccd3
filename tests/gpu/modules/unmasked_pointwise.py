"""GPU-test module (KernelBench form).  4096 x 3001 elements: a multiple of
Inductor's largest pointwise block (4096), so Inductor can drop the bounds
mask, and not a multiple of 8192, so XBLOCK = 8192 overruns the buffer."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x) * 2.0 + 1.0


def get_inputs():
    return [torch.randn(3001, 4096)]


def get_init_inputs():
    return []
