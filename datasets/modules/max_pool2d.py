"""2-D max pooling, kernel 2 stride 2 (KernelBench form): Inductor lowers
max_pool2d to one generated kernel (a small unrolled window, indices dropped
in inference), no extern call.  3-D pooling is left out of the suite on
purpose: Inductor keeps it as an ATen fallback, which kopt does not run."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, kernel_size, stride):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size, stride)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(16, 64, 256, 256)]


def get_init_inputs():
    return [2, 2]
