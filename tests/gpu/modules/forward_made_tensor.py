"""GPU-test module (KernelBench form): forward makes a float32 tensor of its
own (torch.ones without a dtype, as KernelBench's MiniGPTBlock makes its
masks), so `model.double()` alone leaves a float32 operand in the float64
model ("expected mat1 and mat2 to have the same dtype")."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, n)

    def forward(self, x):
        made = torch.ones(x.shape[1], x.shape[1], device=x.device) / x.shape[1]
        return torch.relu(self.lin(x) @ made)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [256]
