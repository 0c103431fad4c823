#include "ui/widgets/shellpage.h"

ShellPage::~ShellPage() = default;
