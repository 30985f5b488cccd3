"""Linear layer, multiply by a constant, LeakyReLU (KernelBench level-2 form):
an extern mm (cuBLAS) and one generated pointwise kernel in place on its
output."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, out_features, multiplier, negative_slope):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.multiplier = multiplier
        self.negative_slope = negative_slope

    def forward(self, x):
        return F.leaky_relu(self.linear(x) * self.multiplier, self.negative_slope)


def get_inputs():
    return [torch.randn(4096, 4096)]


def get_init_inputs():
    return [4096, 2048, 2.0, 0.1]
