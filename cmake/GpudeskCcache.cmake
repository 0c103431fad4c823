# ccache keeps the second and later builds fast on a 2-core machine. Precompiled headers need its
# pch sloppiness, otherwise every PCH user misses the cache.
find_program(GPUDESK_CCACHE ccache)
if(GPUDESK_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
      CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
      ${GPUDESK_CCACHE})
endif()
