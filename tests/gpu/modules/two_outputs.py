"""GPU-test module (KernelBench form): two outputs of two dtypes and sizes
(a float32 tensor and int64 indices), for kopt exec --to-ipc's layout of
several outputs in one handed-over buffer."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x) * 2.0, torch.argmax(x, dim=-1)


def get_inputs():
    return [torch.randn(3001, 777)]


def get_init_inputs():
    return []
