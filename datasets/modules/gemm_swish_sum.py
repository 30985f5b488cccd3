"""Linear layer, swish (x * sigmoid(x)), sum over the features (KernelBench
level-2 form): an extern mm (cuBLAS), then one generated reduction kernel
that adds the bias, applies swish and sums each row."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        y = self.linear(x)
        return torch.sum(y * torch.sigmoid(y), dim=1, keepdim=True)


def get_inputs():
    return [torch.randn(16384, 2048)]


def get_init_inputs():
    return [2048, 1024]
