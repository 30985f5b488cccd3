"""GPU-test module (KernelBench form): torch.baddbmm with a bias broadcast
over the batch and alpha, beta other than 1; Inductor keeps it as
extern_kernels.baddbmm (a bias copy and a strided-batched GEMM in ATen)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, m, n):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(m, n))

    def forward(self, a, b):
        return torch.baddbmm(self.bias, a, b, alpha=0.5, beta=2.0)


def get_inputs():
    return [torch.randn(32, 512, 384), torch.randn(32, 384, 640)]


def get_init_inputs():
    return [512, 640]
