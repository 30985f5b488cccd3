"""A one-layer LSTM over a sequence with a linear head on every step
(KernelBench level-3 form, family "LSTM / GRU").  The importer lets Dynamo
trace the recurrent layer (torch._dynamo.config.allow_rnn), and Inductor
decomposes it: one GEMM projects the whole input, then each of the 16 time
steps is a GEMM of the hidden state (cuBLAS) and one generated kernel of
the four gates and the cell update; the head is one more GEMM.  No cuDNN
RNN call is left.  The eager reference runs cuDNN's RNN in the compiled
model's matmul precision (FORMAT.md, torch.rnn_fp32_precision)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, inp, hidden):
        super().__init__()
        self.lstm = nn.LSTM(inp, hidden, batch_first=True)
        self.head = nn.Linear(hidden, hidden)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.head(y)


def get_inputs():
    return [torch.randn(256, 16, 1024)]


def get_init_inputs():
    return [1024, 1024]
