"""A linear layer and GELU (KernelBench form).  Under torch.no_grad Inductor
keeps the matmul as an extern mm (cuBLAS) and generates one Triton kernel that
adds the bias and applies GELU in place."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.nn.functional.gelu(self.linear(x))


def get_inputs():
    return [torch.randn(2048, 4096)]


def get_init_inputs():
    return [4096, 4096]
