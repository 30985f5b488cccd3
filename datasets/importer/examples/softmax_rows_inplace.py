"""A standalone Triton problem for `kopt_import.py --triton` (README.md,
"Standalone Triton kernels"): a softmax over each row of a 4096 x 1000
float32 matrix, written over its input, one program per row."""
import torch
import triton
import triton.language as tl


@triton.jit
def softmax_rows_inplace(x_ptr, n_rows, n_cols, row_stride, col_stride, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    mask = (cols < n_cols) & (row < n_rows)
    ptrs = x_ptr + row * row_stride + cols * col_stride
    x = tl.load(ptrs, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(ptrs, e / tl.sum(e, axis=0), mask=mask)


def reference(x):
    return torch.softmax(x, dim=1)


KOPT_PROBLEM = {
    "id": "T1-softmax-rows-inplace",
    "level": 1,
    "category": "reduction",
    "inputs": [{"name": "x", "shape": [4096, 1000], "init": "randn"}],
    "outputs": ["x"],
    "args": {
        "x_ptr": {"inplace": "x"},
        "n_rows": 4096,
        "n_cols": 1000,
        "row_stride": 1000,
        "col_stride": 1,
    },
    "constexprs": {"BLOCK_N": 1024},
    "grid": ["n_rows"],
    "num_warps": 4,
    "num_stages": 1,
    "reference": "reference",
}
