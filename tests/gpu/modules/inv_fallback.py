"""GPU-test module (KernelBench form): a batched matrix inverse, which
Inductor leaves as an ATen fallback (cuSOLVER through ATen) that kopt cannot
run; the importer must refuse it, naming the call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        eye = torch.eye(x.shape[-1], device=x.device, dtype=x.dtype)
        return torch.linalg.inv(x + 8 * eye) * 2.0


def get_inputs():
    return [torch.randn(64, 32, 32)]


def get_init_inputs():
    return []
