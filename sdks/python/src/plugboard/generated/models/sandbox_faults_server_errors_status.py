from enum import IntEnum


class SandboxFaultsServerErrorsStatus(IntEnum):
    VALUE_500 = 500
    VALUE_502 = 502
    VALUE_503 = 503
    VALUE_504 = 504

    def __str__(self) -> str:
        return str(self.value)
