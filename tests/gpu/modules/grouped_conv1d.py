"""GPU-test module (KernelBench form): a grouped, dilated 1-D convolution
(kopt runs it as a 2-D cuDNN convolution of height 1) and a tanh."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(64, 128, 5, padding=4, dilation=2, groups=4, bias=False)

    def forward(self, x):
        return torch.tanh(self.conv(x))


def get_inputs():
    return [torch.randn(8, 64, 4000)]


def get_init_inputs():
    return []
