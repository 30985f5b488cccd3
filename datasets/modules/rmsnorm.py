"""RMSNorm over the last dimension, written out by hand (KernelBench form):
x * rsqrt(mean(x^2) + eps) * weight.  Written out rather than nn.RMSNorm so
that no fused ATen RMSNorm op can be chosen: Inductor generates one reduction
kernel, no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.eps = eps

    def forward(self, x):
        rms = torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + self.eps)
        return x * rms * self.weight


def get_inputs():
    return [torch.randn(16384, 2048)]


def get_init_inputs():
    return [2048, 1e-6]
