import BatonCompiler

print("usage: batonc <command> [options] files...")
