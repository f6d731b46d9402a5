from enum import Enum


class CreateSessionTokenBodyModalTheme(str, Enum):
    AUTO = "auto"
    DARK = "dark"
    LIGHT = "light"

    def __str__(self) -> str:
        return str(self.value)
