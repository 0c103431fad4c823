#pragma once
// a core header that pulls in widgets
#include <QWidget>
