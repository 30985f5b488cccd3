"""Square matrix product, 4096 x 4096 x 4096 (KernelBench form): Inductor keeps
it as one extern mm (cuBLAS, IEEE float32 under torch's defaults) and
generates no kernel; a dispatch-only problem where search can only fall back.
About 137 GFLOP."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    return [torch.randn(4096, 4096), torch.randn(4096, 4096)]


def get_init_inputs():
    return []
