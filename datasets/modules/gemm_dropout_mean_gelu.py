"""Linear layer, dropout, mean over the features, GELU (KernelBench level-2
form).  The importer runs the model in eval mode, where dropout is the
identity: an extern mm (cuBLAS), then one generated reduction kernel (bias,
row mean, GELU of the mean)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, out_features, dropout_p):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, x):
        y = self.dropout(self.linear(x))
        return F.gelu(torch.mean(y, dim=1, keepdim=True))


def get_inputs():
    return [torch.randn(16384, 2048)]


def get_init_inputs():
    return [2048, 1024, 0.2]
