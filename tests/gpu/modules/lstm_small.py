"""GPU-test module (KernelBench form): an LSTM and a linear head.  With
Dynamo's allow_rnn (the importer sets it) Inductor decomposes the layer into
an input-projection GEMM and, per time step, a GEMM and a generated kernel
of the gates: no cuDNN RNN call is left."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, inp, hidden, out):
        super().__init__()
        self.lstm = nn.LSTM(inp, hidden, batch_first=True)
        self.head = nn.Linear(hidden, out)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.head(y[:, -1])


def get_inputs():
    return [torch.randn(8, 24, 64)]


def get_init_inputs():
    return [64, 96, 10]
