"""GPU-test module (KernelBench form): a 1-D transposed convolution, stride 2
with output_padding 1 (kopt runs it as cuDNN's backward data of a 2-D
convolution of height 1), then a ReLU; Inductor peels the bias off the
extern call on CUDA and fuses it with the ReLU into one Triton kernel.
Output length (1000 - 1) * 2 - 2 * 2 + (5 - 1) + 1 + 1 = 2000."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose1d(32, 16, 5, stride=2, padding=2, output_padding=1)

    def forward(self, x):
        return torch.relu(self.conv(x))


def get_inputs():
    return [torch.randn(8, 32, 1000)]


def get_init_inputs():
    return []
