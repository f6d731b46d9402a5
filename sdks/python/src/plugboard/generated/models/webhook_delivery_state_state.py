from enum import Enum


class WebhookDeliveryStateState(str, Enum):
    ACTIVE = "active"
    PARKED = "parked"
    PROBING = "probing"

    def __str__(self) -> str:
        return str(self.value)
