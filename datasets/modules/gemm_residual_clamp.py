"""Linear layer, residual add of a second input, clamp (KernelBench level-2
form): an extern mm (cuBLAS), then one generated pointwise kernel (bias,
residual, clamp) in place on the mm output."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, clamp_min, clamp_max):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.clamp_min = clamp_min
        self.clamp_max = clamp_max

    def forward(self, x, residual):
        return torch.clamp(self.linear(x) + residual, self.clamp_min, self.clamp_max)


def get_inputs():
    return [torch.randn(8192, 2048), torch.randn(8192, 2048)]


def get_init_inputs():
    return [2048, 2048, -1.0, 1.0]
