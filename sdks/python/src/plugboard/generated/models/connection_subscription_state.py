from enum import Enum


class ConnectionSubscriptionState(str, Enum):
    ACTIVE = "active"
    FAILED = "failed"
    PENDING = "pending"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
