"""A standalone Triton problem for `kopt_import.py --triton` (README.md,
"Standalone Triton kernels"): out = x + alpha * y over 4M float32 elements,
one program per BLOCK_SIZE elements."""
import torch
import triton
import triton.language as tl


@triton.jit
def scaled_add_kernel(x_ptr, y_ptr, out_ptr, n_elements, alpha, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, x + alpha * y, mask=mask)


def reference(x, y):
    """What the kernel computes, in PyTorch (alpha as in KOPT_PROBLEM)."""
    return x + 0.5 * y


def launch(x, y):
    """How a user would call the kernel; kopt does not import this."""
    out = torch.empty_like(x)
    n = x.numel()
    scaled_add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, 0.5, BLOCK_SIZE=1024)
    return out


KOPT_PROBLEM = {
    "id": "T1-scaled-add",
    "level": 1,
    "category": "pointwise",
    "inputs": [
        {"name": "x", "shape": [4096, 1024], "dtype": "float32", "init": "randn"},
        {"name": "y", "shape": [4096, 1024], "dtype": "float32", "init": "rand"},
    ],
    "outputs": [
        {"name": "out", "shape": [4096, 1024], "dtype": "float32"},
    ],
    "args": {
        "x_ptr": {"input": "x"},
        "y_ptr": {"input": "y"},
        "out_ptr": {"output": "out"},
        "n_elements": 4194304,
        "alpha": {"scalar": 0.5, "type": "fp32"},
    },
    "constexprs": {"BLOCK_SIZE": 1024},
    "grid": ["cdiv(n_elements, BLOCK_SIZE)"],
    "num_warps": 4,
    "num_stages": 1,
    "reference": "reference",
}
